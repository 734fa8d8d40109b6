#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H

#include <stddef.h>

/// Bytes in use on the heap: glibc's mallinfo2() uordblks + hblkhd (0 where unavailable).
size_t cheapstats_heap_in_use(void);

/// Returns freed memory at the top of the heap to the system (glibc's malloc_trim).
void cheapstats_trim(void);

#endif
