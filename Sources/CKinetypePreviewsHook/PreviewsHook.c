// When a program that links Kinetype starts with KINETYPE_PREVIEWS_OUTPUT in its environment
// (as `kinetype previews` runs a package's test binary), it renders its previews there and
// exits before its own main runs; otherwise this does nothing. Kinetype's Swift side defines
// kinetype_previews_host (Previews+Host.swift).
#include <stdlib.h>

extern void kinetype_previews_host(void) __attribute__((weak));

__attribute__((constructor)) static void kinetype_previews_start(void) {
  if (getenv("KINETYPE_PREVIEWS_OUTPUT") != NULL && kinetype_previews_host != NULL) {
    kinetype_previews_host();
  }
}
