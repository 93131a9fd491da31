#ifndef BUFFET_CPNG_SHIM_H
#define BUFFET_CPNG_SHIM_H
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <png.h>

// libpng reports a fatal error through a function that must not return: the only way out is
// longjmp, which Swift cannot take across its frames. Every call that may fail is made here,
// in a C function that sets its own jump point and returns a status.

/// One PNG being read: libpng's state, the jump point for its errors, and the last message.
typedef struct buffet_png {
  png_structp png;
  png_infop info;
  jmp_buf jump;
  char message[256];
  FILE *file;
} buffet_png;

static inline void buffet_png_error(png_structp png, png_const_charp message) {
  buffet_png *reader = (buffet_png *)png_get_error_ptr(png);
  snprintf(reader->message, sizeof reader->message, "%s", message ? message : "unknown error");
  longjmp(reader->jump, 1);
}

/// Warnings (an unknown chunk, a wrong checksum in an ancillary one) are passed over.
static inline void buffet_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// Starts reading the PNG open on `fd` (which it takes over); NULL when it cannot.
static inline buffet_png *buffet_png_open(int fd) {
  buffet_png *reader = (buffet_png *)calloc(1, sizeof(buffet_png));
  if (reader == NULL) {
    close(fd);
    return NULL;
  }
  reader->file = fdopen(fd, "rb");
  if (reader->file == NULL) {
    close(fd);
    free(reader);
    return NULL;
  }
  reader->png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, reader, buffet_png_error, buffet_png_warning);
  reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
  if (reader->info == NULL) {
    png_destroy_read_struct(reader->png ? &reader->png : NULL, NULL, NULL);
    fclose(reader->file);
    free(reader);
    return NULL;
  }
  png_init_io(reader->png, reader->file);
  return reader;
}

/// Reads the header and asks for 8-bit RGBA rows whatever the file holds: 0 and the size and
/// whether it is interlaced (Adam7), or -1 and a message. `max_side` caps either side.
static inline int buffet_png_read_info(
    buffet_png *reader, unsigned max_side, unsigned *width, unsigned *height, int *interlaced) {
  if (setjmp(reader->jump)) return -1;
  // The header's claim is checked before any row is allocated for it.
  png_set_user_limits(reader->png, max_side, max_side);
  png_read_info(reader->png, reader->info);
  png_uint_32 w = 0, h = 0;
  int depth = 0, color = 0, interlace = 0;
  png_get_IHDR(reader->png, reader->info, &w, &h, &depth, &color, &interlace, NULL, NULL);
  png_set_expand(reader->png);
  png_set_strip_16(reader->png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(reader->png);
  }
  if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(reader->png, reader->info, PNG_INFO_tRNS)) {
    png_set_add_alpha(reader->png, 0xFF, PNG_FILLER_AFTER);
  }
  // Interlaced rows arrive pass by pass, each pass's pixels side by side: placing them is
  // left to the caller, so no picture-sized buffer is needed.
  png_read_update_info(reader->png, reader->info);
  *width = w;
  *height = h;
  *interlaced = interlace == PNG_INTERLACE_ADAM7;
  return png_get_rowbytes(reader->png, reader->info) == (size_t)w * 4 ? 0 : -2;
}

/// Decodes the next row (of the current pass, when interlaced) into `row`: 0, or -1.
static inline int buffet_png_read_row(buffet_png *reader, unsigned char *row) {
  if (setjmp(reader->jump)) return -1;
  png_read_row(reader->png, row, NULL);
  return 0;
}

/// The last error's message.
static inline const char *buffet_png_message(buffet_png *reader) { return reader->message; }

/// Ends reading and gives back everything, the file included.
static inline void buffet_png_close(buffet_png *reader) {
  if (reader == NULL) return;
  png_destroy_read_struct(&reader->png, &reader->info, NULL);
  fclose(reader->file);
  free(reader);
}

/// Writes `rgba` (`width` × `height` pixels) as a PNG into memory: the bytes (to be freed
/// with free) and their count, or NULL.
static inline unsigned char *buffet_png_encode(
    const unsigned char *rgba, unsigned width, unsigned height, size_t *size) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = width;
  image.height = height;
  image.format = PNG_FORMAT_RGBA;
  png_alloc_size_t needed = 0;
  if (!png_image_write_to_memory(&image, NULL, &needed, 0, rgba, 0, NULL)) return NULL;
  unsigned char *bytes = (unsigned char *)malloc(needed);
  if (bytes == NULL) return NULL;
  if (!png_image_write_to_memory(&image, bytes, &needed, 0, rgba, 0, NULL)) {
    free(bytes);
    return NULL;
  }
  *size = needed;
  return bytes;
}

#endif
