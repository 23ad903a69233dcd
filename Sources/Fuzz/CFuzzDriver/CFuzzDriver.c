// Nothing to compile: the header declares libFuzzer's driver (SwiftPM needs a source file).
#include "CFuzzDriver.h"
