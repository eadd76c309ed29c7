// glibc's allocator controls (mallopt, malloc_trim, mallinfo2), which the Glibc module does not export.
#pragma once
#if defined(__linux__)
#include <malloc.h>
#endif
