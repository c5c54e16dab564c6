// Graphviz's own headers, found through pkg-config (libgvc); none are copied here.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>

/// Chooses the context's text layout again, among the plugins it has then; libgvc exports it
/// but declares it only in a header it does not install.
extern int gvtextlayout_select(GVC_t *gvc);

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
/// A file in memory for capturing what Graphviz's plugins print to standard error:
/// `memfd_create`, which glibc declares only under _GNU_SOURCE; -1 where the kernel has none.
static inline int vcgraph_memory_file(const char *name) { return (int)syscall(SYS_memfd_create, name, 0); }
#endif
