// Graphviz's own headers, found through pkg-config (libgvc); none are copied here.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>

// Two functions libgvc exports but declares only in headers it does not install:
/// Chooses the context's text layout again, among the plugins it has then.
extern int gvtextlayout_select(GVC_t *gvc);
/// Writes `len` bytes of `s` to a render job's output, and returns how many it wrote.
extern size_t gvwrite(GVJ_t *job, const char *s, size_t len);
