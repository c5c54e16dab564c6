// Graphviz's own headers, found through pkg-config (libgvc); none are copied here.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
/// A file in memory for capturing what Graphviz's plugins print to standard error:
/// `memfd_create`, which glibc declares only under _GNU_SOURCE; -1 where the kernel has none.
static inline int vcgraph_memory_file(const char *name) { return (int)syscall(SYS_memfd_create, name, 0); }
#endif
