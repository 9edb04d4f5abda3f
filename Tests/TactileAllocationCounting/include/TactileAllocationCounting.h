#ifndef TACTILE_ALLOCATION_COUNTING_H
#define TACTILE_ALLOCATION_COUNTING_H

/* Counts the allocation calls (malloc, calloc, realloc, posix_memalign,
 * aligned_alloc, memalign) the calling thread makes between
 * allocation_counting_begin() and allocation_counting_end(), which returns
 * the count. Other threads are not counted, so tests running in parallel do
 * not disturb each other. Linked into the test executable only. */
void allocation_counting_begin(void);
unsigned long long allocation_counting_end(void);

#endif
