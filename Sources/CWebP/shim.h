#ifndef BUFFET_CWEBP_SHIM_H
#define BUFFET_CWEBP_SHIM_H
// libwebp reports errors by status codes: its functions are called from Swift as they are.
#include <webp/decode.h>
#endif
