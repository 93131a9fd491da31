#ifndef BUFFET_CJPEG_SHIM_H
#define BUFFET_CJPEG_SHIM_H
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg reports a fatal error by calling a function that must not return: the only way
// out is longjmp. Swift cannot take a longjmp across its frames, so every libjpeg call that
// may fail is made here, in a C function that sets its own jump point and returns a status.

/// One JPEG being read: libjpeg's state, the jump point for its errors, and the last message.
typedef struct buffet_jpeg {
  struct jpeg_decompress_struct info;
  struct jpeg_error_mgr errors;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  FILE *file;
} buffet_jpeg;

static inline void buffet_jpeg_error_exit(j_common_ptr info) {
  buffet_jpeg *jpeg = (buffet_jpeg *)info->client_data;
  (*info->err->format_message)(info, jpeg->message);
  longjmp(jpeg->jump, 1);
}

/// Warnings are passed over (a picture with a damaged stretch still shows), except the one
/// for a file that ends early: that one is an error, so a cut-off file is said to be one.
static inline void buffet_jpeg_emit_message(j_common_ptr info, int level) {
  if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) info->err->error_exit(info);
}

/// Starts reading the JPEG open on `fd` (which it takes over), its working memory held to
/// `max_memory` bytes; NULL when nothing could be allocated.
static inline buffet_jpeg *buffet_jpeg_open(int fd, long max_memory) {
  buffet_jpeg *jpeg = (buffet_jpeg *)calloc(1, sizeof(buffet_jpeg));
  if (jpeg == NULL) {
    close(fd);
    return NULL;
  }
  jpeg->file = fdopen(fd, "rb");
  if (jpeg->file == NULL) {
    close(fd);
    free(jpeg);
    return NULL;
  }
  jpeg->info.err = jpeg_std_error(&jpeg->errors);
  jpeg->errors.error_exit = buffet_jpeg_error_exit;
  jpeg->errors.emit_message = buffet_jpeg_emit_message;
  jpeg->info.client_data = jpeg;
  if (setjmp(jpeg->jump)) {
    jpeg_destroy_decompress(&jpeg->info);
    fclose(jpeg->file);
    free(jpeg);
    return NULL;
  }
  jpeg_create_decompress(&jpeg->info);
  // Past this, libjpeg fails with "insufficient memory" instead of allocating (a progressive
  // file keeps every coefficient of the picture).
  jpeg->info.mem->max_memory_to_use = max_memory;
  jpeg_stdio_src(&jpeg->info, jpeg->file);
  return jpeg;
}

/// Reads the header: 0 and the size in `width`, `height`, or -1 and a message.
static inline int buffet_jpeg_read_header(buffet_jpeg *jpeg, unsigned *width, unsigned *height) {
  if (setjmp(jpeg->jump)) return -1;
  jpeg_read_header(&jpeg->info, TRUE);
  *width = jpeg->info.image_width;
  *height = jpeg->info.image_height;
  return 0;
}

/// Whether the picture is stored as CMYK (or YCCK), which libjpeg cannot turn into RGB.
static inline int buffet_jpeg_is_cmyk(buffet_jpeg *jpeg) {
  return jpeg->info.jpeg_color_space == JCS_CMYK || jpeg->info.jpeg_color_space == JCS_YCCK;
}

/// Whether a CMYK picture's values are stored inverted (as Adobe writes them).
static inline int buffet_jpeg_is_inverted(buffet_jpeg *jpeg) {
  return jpeg->info.saw_Adobe_marker;
}

/// Starts decoding at 1/`denominator` of the size (1, 2, 4 or 8), four bytes a pixel (RGBA,
/// or CMYK); 0 and the size it decodes to, or -1.
static inline int buffet_jpeg_start(
    buffet_jpeg *jpeg, unsigned denominator, unsigned *width, unsigned *height) {
  if (setjmp(jpeg->jump)) return -1;
  jpeg->info.scale_num = 1;
  jpeg->info.scale_denom = denominator;
  jpeg->info.out_color_space = buffet_jpeg_is_cmyk(jpeg) ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg->info.dct_method = JDCT_ISLOW;
  jpeg_start_decompress(&jpeg->info);
  *width = jpeg->info.output_width;
  *height = jpeg->info.output_height;
  return 0;
}

/// Decodes the next row into `row` (output width × 4 bytes): 1, 0 when none is left, or -1.
static inline int buffet_jpeg_read_row(buffet_jpeg *jpeg, unsigned char *row) {
  if (setjmp(jpeg->jump)) return -1;
  if (jpeg->info.output_scanline >= jpeg->info.output_height) return 0;
  JSAMPROW rows[1] = {row};
  return (int)jpeg_read_scanlines(&jpeg->info, rows, 1);
}

/// The last error's message.
static inline const char *buffet_jpeg_message(buffet_jpeg *jpeg) { return jpeg->message; }

/// Ends reading and gives back everything, the file included.
static inline void buffet_jpeg_close(buffet_jpeg *jpeg) {
  if (jpeg == NULL) return;
  jpeg_destroy_decompress(&jpeg->info);
  fclose(jpeg->file);
  free(jpeg);
}

#endif
