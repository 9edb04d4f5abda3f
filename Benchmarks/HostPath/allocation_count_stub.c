/* The callgrind builds of bench_host.c link this instead of the counter
 * (Benchmarks/Costs/Sources/AllocationCounter): glibc's own malloc, no counting
 * inside the counted region (allocation counts come from the counting build). */
unsigned long long allocation_count(void) { return 0; }
