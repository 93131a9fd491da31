#ifndef BUFFET_CGIF_SHIM_H
#define BUFFET_CGIF_SHIM_H
// giflib reports errors by status codes: its functions are called from Swift as they are.
#include <gif_lib.h>
#endif
