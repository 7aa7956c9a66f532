#ifndef CX11_SHIM_H
#define CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_SIZES_H
#include FT_TRUETYPE_TABLES_H
#include <X11/extensions/Xrender.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/record.h>
#include <X11/extensions/XRes.h>
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <png.h>
#include <gif_lib.h>
#include <webp/demux.h>
#include <zlib.h>
#include <locale.h>
#include <sys/signalfd.h>
#include <sys/eventfd.h>
#include <malloc.h>

/* Swift cannot call C-variadic functions or import function-like macros: these wrap them. */

static inline XIC cx_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

static inline unsigned long cx_ic_event_mask(XIC ic) {
    unsigned long mask = 0;
    XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL);
    return mask;
}

/* The resource-id mask the server gave this connection (the same for every client): Xlib has no function for it, and
   Xlib.h names the field private4, which Xlibint.h's struct _XDisplay calls resource_mask. */
static inline XID cx_resource_mask(Display *display) { return ((_XPrivDisplay)display)->private4; }

/* The types of the functions opened with dlopen, taken from the libraries' own headers, so that the compiler checks
   each call against the declaration (SharedLibrary.function takes one of these types). */
#define CX_FUNCTION_TYPE(name) typedef __typeof__(&name) cx_##name
CX_FUNCTION_TYPE(FT_Init_FreeType);
CX_FUNCTION_TYPE(FT_Done_FreeType);
CX_FUNCTION_TYPE(FT_New_Memory_Face);
CX_FUNCTION_TYPE(FT_Open_Face);
CX_FUNCTION_TYPE(FT_Done_Face);
CX_FUNCTION_TYPE(FT_Select_Size);
CX_FUNCTION_TYPE(FT_Set_Pixel_Sizes);
CX_FUNCTION_TYPE(FT_Load_Glyph);
CX_FUNCTION_TYPE(FT_Get_Char_Index);
CX_FUNCTION_TYPE(FT_New_Size);
CX_FUNCTION_TYPE(FT_Done_Size);
CX_FUNCTION_TYPE(FT_Activate_Size);
CX_FUNCTION_TYPE(FT_Get_Advance);
CX_FUNCTION_TYPE(FT_Load_Sfnt_Table);
CX_FUNCTION_TYPE(FT_Get_Sfnt_Table);
CX_FUNCTION_TYPE(hb_face_create_for_tables);
CX_FUNCTION_TYPE(hb_face_get_glyph_count);
CX_FUNCTION_TYPE(hb_face_destroy);
CX_FUNCTION_TYPE(hb_blob_create);
CX_FUNCTION_TYPE(hb_font_create);
CX_FUNCTION_TYPE(hb_font_destroy);
CX_FUNCTION_TYPE(hb_buffer_create);
CX_FUNCTION_TYPE(hb_buffer_destroy);
CX_FUNCTION_TYPE(hb_buffer_clear_contents);
CX_FUNCTION_TYPE(hb_buffer_add_utf8);
CX_FUNCTION_TYPE(hb_buffer_guess_segment_properties);
CX_FUNCTION_TYPE(hb_shape);
CX_FUNCTION_TYPE(hb_buffer_get_glyph_infos);
CX_FUNCTION_TYPE(FcInit);
CX_FUNCTION_TYPE(FcNameParse);
CX_FUNCTION_TYPE(FcConfigSubstitute);
CX_FUNCTION_TYPE(FcDefaultSubstitute);
CX_FUNCTION_TYPE(FcFontMatch);
CX_FUNCTION_TYPE(FcPatternDestroy);
CX_FUNCTION_TYPE(FcPatternGetString);
CX_FUNCTION_TYPE(FcPatternGetInteger);
CX_FUNCTION_TYPE(FcPatternGetCharSet);
CX_FUNCTION_TYPE(FcFreeTypeQuery);
CX_FUNCTION_TYPE(FcCharSetCopy);
CX_FUNCTION_TYPE(FcCharSetDestroy);
CX_FUNCTION_TYPE(FcCharSetHasChar);
CX_FUNCTION_TYPE(DGifOpen);
CX_FUNCTION_TYPE(DGifCloseFile);
CX_FUNCTION_TYPE(DGifGetRecordType);
CX_FUNCTION_TYPE(DGifGetImageDesc);
CX_FUNCTION_TYPE(DGifGetLine);
CX_FUNCTION_TYPE(DGifGetExtension);
CX_FUNCTION_TYPE(DGifGetExtensionNext);
CX_FUNCTION_TYPE(png_image_begin_read_from_memory);
CX_FUNCTION_TYPE(png_image_finish_read);
CX_FUNCTION_TYPE(png_image_free);
CX_FUNCTION_TYPE(png_image_write_to_memory);
CX_FUNCTION_TYPE(WebPDemuxInternal);
CX_FUNCTION_TYPE(WebPDemuxGetI);
CX_FUNCTION_TYPE(WebPDemuxDelete);
CX_FUNCTION_TYPE(WebPAnimDecoderOptionsInitInternal);
CX_FUNCTION_TYPE(WebPAnimDecoderNewInternal);
CX_FUNCTION_TYPE(WebPAnimDecoderGetInfo);
CX_FUNCTION_TYPE(WebPAnimDecoderGetNext);
CX_FUNCTION_TYPE(WebPAnimDecoderDelete);
CX_FUNCTION_TYPE(XResQueryClientIds);
CX_FUNCTION_TYPE(XResGetClientPid);
CX_FUNCTION_TYPE(XResClientIdsDestroy);

static inline int cx_png_format_bgra(void) { return PNG_FORMAT_BGRA; }
static inline int cx_png_image_version(void) { return PNG_IMAGE_VERSION; }

#endif
