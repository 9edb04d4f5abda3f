/* The callgrind builds of bench_host.c link this instead of the counter
 * (Tests/TactileAllocationCounting/AllocationCounting.c): glibc's own malloc, no
 * counting inside the counted region (allocation counts come from the counting build). */
#include "TactileAllocationCounting.h"

void allocation_counting_begin(void) {}
unsigned long long allocation_counting_end(void) { return 0; }
