#include "CHeapStats.h"

#if defined(__linux__)
#include <malloc.h>

size_t cheapstats_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

void cheapstats_trim(void) { malloc_trim(0); }
#else
size_t cheapstats_heap_in_use(void) { return 0; }
void cheapstats_trim(void) {}
#endif
