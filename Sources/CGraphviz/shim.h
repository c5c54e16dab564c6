// Graphviz's own headers, found through pkg-config (libgvc); none are copied here.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>

// Two functions libgvc exports but declares only in headers it does not install:
/// Chooses the context's text layout again, among the plugins it has then.
extern int gvtextlayout_select(GVC_t *gvc);
/// Writes bytes to a render job's output (gvio.h).
extern size_t gvwrite(GVJ_t *job, const char *s, size_t len);

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
/// A file in memory (`memfd_create`, which glibc declares only under _GNU_SOURCE; -1 where the
/// kernel has none): where the renderer captures what Graphviz's plugins print to standard
/// error, and where a documentation run keeps its queue and its workers' results.
static inline int vcgraph_memory_file(const char *name) { return (int)syscall(SYS_memfd_create, name, 0); }
#endif
