#include <libdeflate.h>
