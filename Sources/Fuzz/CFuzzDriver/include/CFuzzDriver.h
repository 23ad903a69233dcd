// libFuzzer's driver, for the fuzz targets' `main` (Sources/Fuzz/Harness/FuzzDriver.swift).
// Declared only for executables built with -sanitize=fuzzer, which link libFuzzer.
#ifndef KINETYPE_CFUZZDRIVER_H
#define KINETYPE_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/// libFuzzer's driver: runs the fuzzing loop with the command line and one input's function.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

/// Runs libFuzzer with this process's command line and `test`, then exits with its status.
__attribute__((noreturn)) static inline void kinetype_fuzz_main(
    int argc, char **argv, int (*test)(const uint8_t *data, size_t size)) {
  exit(LLVMFuzzerRunDriver(&argc, &argv, test));
}

#endif
