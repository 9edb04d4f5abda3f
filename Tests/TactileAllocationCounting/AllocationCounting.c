/*
 * The test executable's malloc family: it takes precedence over glibc's for
 * the whole process (the Swift runtime included) and forwards to glibc's
 * __libc_* entry points, counting allocation calls on a thread while that
 * thread has asked (allocation_counting_begin). The cost harnesses link it too
 * (Benchmarks/Costs, through a symbolic link; Benchmarks/HostPath by path).
 */
#include <stddef.h>
#include <errno.h>
#include "TactileAllocationCounting.h"

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread unsigned long long allocations;
static __thread int counting;

void allocation_counting_begin(void) { allocations = 0; counting = 1; }
unsigned long long allocation_counting_end(void) { counting = 0; return allocations; }

static void *note(void *p) { if (p && counting) allocations++; return p; }

void *malloc(size_t n) { return note(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { return note(__libc_calloc(a, b)); }
void *memalign(size_t al, size_t n) { return note(__libc_memalign(al, n)); }
void *aligned_alloc(size_t al, size_t n) { return note(__libc_memalign(al, n)); }
int posix_memalign(void **out, size_t al, size_t n) {
    void *p = __libc_memalign(al, n);
    if (!p) return ENOMEM;
    *out = note(p);
    return 0;
}
void free(void *p) { __libc_free(p); }
void *realloc(void *p, size_t n) { return p ? note(__libc_realloc(p, n)) : malloc(n); }
