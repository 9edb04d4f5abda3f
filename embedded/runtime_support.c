/*
 * What the Embedded Swift standard library leaves to the platform and
 * Tactile needs, for the Embedded Swift builds (scripts/build-wasm.sh,
 * scripts/c-example.sh). Nothing calls `Double(String)` (which would need
 * `strtod`): the JSON reader converts its numbers itself
 * (Sources/TactileSceneCore/JSON/DecimalToDouble.swift).
 *
 * First, 128-bit multiplication (`__multi3`, from compiler-rt's builtins, which the
 * toolchain does not ship for wasm32): Swift's full-width integer
 * arithmetic lowers to it there. Built from 64-bit products only, so it
 * cannot call itself.
 */
#if defined(__wasm32__)
typedef unsigned long long tactile_u64;
typedef union { __int128 value; tactile_u64 words[2]; } tactile_u128;

__int128 __multi3(__int128 a, __int128 b) {
    tactile_u128 x = {a}, y = {b}, r;
    tactile_u64 a0 = x.words[0] & 0xffffffffu, a1 = x.words[0] >> 32;
    tactile_u64 b0 = y.words[0] & 0xffffffffu, b1 = y.words[0] >> 32;
    tactile_u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    tactile_u64 mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    r.words[0] = (mid << 32) | (p00 & 0xffffffffu);
    r.words[1] = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + x.words[0] * y.words[1] + x.words[1] * y.words[0];
    return r.value;
}
#endif

/*
 * The hash seed: Swift's `Hasher` fills it with `arc4random_buf`. wasi-libc's
 * own (a ChaCha20 generator whose assertion drags in `fprintf` and all of
 * `printf`, about 14 KB of the module) is replaced by the WASI call it is
 * seeded from, `random_get`, so the module still imports just that.
 */
#if defined(__wasm32__)
typedef __SIZE_TYPE__ tactile_size;
__attribute__((import_module("wasi_snapshot_preview1"), import_name("random_get")))
unsigned short tactile_wasi_random_get(unsigned char *buffer, tactile_size length);

void arc4random_buf(void *buffer, tactile_size length) {
    (void)tactile_wasi_random_get((unsigned char *)buffer, length);
}
#endif

/*
 * The heap of the WebAssembly module, in place of wasi-libc's dlmalloc
 * (about 10 KB of code). Blocks come in power-of-two sizes from 32 bytes,
 * each led by a 16-byte header holding its size class, so every block is
 * 16-byte aligned; a freed block goes on its class's free list and the next
 * request of that class takes it back. Blocks are never split or merged: a
 * session that keeps allocating objects of the sizes it freed (the steady
 * state of replaying input) reuses the same memory, and at most half of a
 * block is slack. New blocks are cut from the end of the heap, which grows
 * by whole WebAssembly pages (wasm memory never shrinks).
 */
#if defined(__wasm32__)
extern unsigned char __heap_base;
void *memcpy(void *to, const void *from, tactile_size count);
void *memset(void *to, int value, tactile_size count);

enum { tactile_header = 16, tactile_smallest_class = 5, tactile_largest_class = 31, tactile_page = 65536 };
/* The header's class word of a block handed out by posix_memalign with an
 * alignment over 16: the word after it holds the block malloc returned. */
static const tactile_size tactile_realigned = 0xffffffffu;
static void *tactile_free_lists[tactile_largest_class + 1];
static unsigned char *tactile_heap_next, *tactile_heap_end;

void *malloc(tactile_size size) {
    if (size > ((tactile_size)1 << (tactile_largest_class - 1)) - tactile_header) return 0;
    tactile_size c = tactile_smallest_class;
    while (((tactile_size)1 << c) < size + tactile_header) c++;
    void **reused = tactile_free_lists[c];
    if (reused) {
        tactile_free_lists[c] = *reused;
        return reused;
    }
    if (!tactile_heap_next) {
        tactile_heap_next = (unsigned char *)(((tactile_size)&__heap_base + 15) & ~(tactile_size)15);
        tactile_heap_end = (unsigned char *)(__builtin_wasm_memory_size(0) * tactile_page);
    }
    tactile_size block = (tactile_size)1 << c;
    if ((tactile_size)(tactile_heap_end - tactile_heap_next) < block) {
        tactile_size pages = (block - (tactile_size)(tactile_heap_end - tactile_heap_next) + tactile_page - 1) / tactile_page;
        if (__builtin_wasm_memory_grow(0, pages) == (tactile_size)-1) return 0;
        tactile_heap_end += pages * tactile_page;
    }
    unsigned char *b = tactile_heap_next;
    tactile_heap_next += block;
    *(tactile_size *)b = c;
    return b + tactile_header;
}

void free(void *pointer) {
    if (!pointer) return;
    tactile_size *header = (tactile_size *)((unsigned char *)pointer - tactile_header);
    if (header[0] == tactile_realigned) {
        free((void *)header[1]);
        return;
    }
    *(void **)pointer = tactile_free_lists[header[0]];
    tactile_free_lists[header[0]] = pointer;
}

/* The bytes a block can hold from `pointer` on. */
static tactile_size tactile_capacity(void *pointer) {
    tactile_size *header = (tactile_size *)((unsigned char *)pointer - tactile_header);
    if (header[0] == tactile_realigned) {
        unsigned char *inner = (unsigned char *)header[1];
        return tactile_capacity(inner) - (tactile_size)((unsigned char *)pointer - inner);
    }
    return ((tactile_size)1 << header[0]) - tactile_header;
}

int posix_memalign(void **result, tactile_size alignment, tactile_size size) {
    if (alignment <= tactile_header) {
        *result = malloc(size);
        return *result ? 0 : 12; /* ENOMEM */
    }
    if (alignment & (alignment - 1) || size > (tactile_size)-1 - alignment - tactile_header) return 22; /* EINVAL */
    unsigned char *inner = malloc(size + alignment + tactile_header);
    if (!inner) return 12;
    unsigned char *aligned = (unsigned char *)(((tactile_size)inner + tactile_header + alignment - 1) & ~(alignment - 1));
    tactile_size *header = (tactile_size *)(aligned - tactile_header);
    header[0] = tactile_realigned;
    header[1] = (tactile_size)inner;
    *result = aligned;
    return 0;
}

void *aligned_alloc(tactile_size alignment, tactile_size size) {
    void *result = 0;
    return posix_memalign(&result, alignment, size) ? 0 : result;
}

void *calloc(tactile_size count, tactile_size size) {
    if (size && count > (tactile_size)-1 / size) return 0;
    void *p = malloc(count * size);
    return p ? memset(p, 0, count * size) : 0;
}

void *realloc(void *pointer, tactile_size size) {
    if (!pointer) return malloc(size);
    tactile_size capacity = tactile_capacity(pointer);
    if (size <= capacity) return pointer;
    void *moved = malloc(size);
    if (!moved) return 0;
    memcpy(moved, pointer, capacity);
    free(pointer);
    return moved;
}

tactile_size malloc_usable_size(void *pointer) { return pointer ? tactile_capacity(pointer) : 0; }
#endif
