#ifndef TACTILE_ALLOCATION_COUNTER_H
#define TACTILE_ALLOCATION_COUNTER_H
/// Allocation calls (malloc, calloc, realloc, memalign family) since the process started.
unsigned long long allocation_count(void);
#endif
