// Graphviz's own headers, found through pkg-config (libgvc); none are copied here.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
