// Tesseract's OpenMP parallel regions run on the calling thread, without libgomp's team.
//
// ReceiptVault reads one page per worker thread and runs OpenMP one thread wide
// (OMP_THREAD_LIMIT=1, ../shared/docs/tesseract-notes.md). libgomp still builds a team of one for
// every parallel region Tesseract's LSTM enters — several per text-line time step — and ends it
// with a barrier that always wakes its futex: a system call per region, about 4% of a page's CPU
// (perf over dev scans and photos: the futex wake in libgomp 2.2%, the kernel's futex path ~2%).
//
// These definitions take the place of libgomp's entry points that libtesseract imports
// (`nm -D libtesseract.so.5 | grep GOMP`): the program exports them (the target's linker settings,
// `--export-dynamic-symbol`; gold does not export them unasked) and the dynamic linker looks in the
// executable first (`LD_DEBUG=bindings`). A region then runs as libgomp runs a team of one: the
// outlined body called once, on this thread, where omp_get_num_threads() is 1 and
// omp_get_thread_num() 0 (outside any team), so its loops cover their whole range; a `sections`
// construct (`LSTM::Forward`'s four gates) hands out its sections 1...count in order. Every record of
// the four evaluation sets is as with libgomp's team.

#include "CSerialOpenMP.h"

#include <dlfcn.h>
#include <stddef.h>

// One section for all of them: the release link drops sections nothing in the program references
// (`--gc-sections`), and only libtesseract references the entry points; `rv_serial_openmp_in_place`,
// which `receiptvault doctor` calls, keeps the section and so all of them.
#define KEPT __attribute__((section(".text.rv_serial_openmp")))

/// The regions this thread has run: per thread, so that two workers reading at once do not pass one
/// counter's cache line between their cores at every region.
static _Thread_local unsigned long regions;
/// The sections of the innermost `parallel sections` construct on this thread: the next to hand out
/// and how many there are.
static _Thread_local unsigned next_section, section_count;

/// A `parallel sections` body the program computes itself (lstm_gates.c): when a construct runs
/// `substituted_body`, `substitute` runs instead, and the body only when it declines.
static void (*substituted_body)(void *);
static bool (*substitute)(void *, unsigned);

int rv_serial_openmp_substitute(void (*body)(void *), bool (*replacement)(void *data, unsigned count)) {
    if (substituted_body != NULL || body == NULL) return 0;
    substitute = replacement;
    substituted_body = body;
    return 1;
}

KEPT unsigned long rv_serial_openmp_regions(void) { return regions; }

KEPT void GOMP_parallel(void (*body)(void *), void *data, unsigned num_threads, unsigned flags) {
    (void)num_threads;
    (void)flags;
    regions++;
    body(data);
}

KEPT void GOMP_parallel_sections(void (*body)(void *), void *data, unsigned num_threads, unsigned count,
                            unsigned flags) {
    (void)num_threads;
    (void)flags;
    regions++;
    if (body == substituted_body && substitute(data, count)) return;
    unsigned outer_next = next_section, outer_count = section_count;
    next_section = 1;
    section_count = count;
    body(data);
    next_section = outer_next;
    section_count = outer_count;
}

KEPT unsigned GOMP_sections_next(void) { return next_section <= section_count ? next_section++ : 0; }

KEPT void GOMP_sections_end_nowait(void) {}

KEPT int rv_serial_openmp_in_place(void) {
    return dlsym(RTLD_DEFAULT, "GOMP_parallel") == (void *)GOMP_parallel
        && dlsym(RTLD_DEFAULT, "GOMP_parallel_sections") == (void *)GOMP_parallel_sections;
}
