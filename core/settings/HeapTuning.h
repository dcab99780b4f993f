#pragma once

namespace tb::core {

// Prepares the process heap for bulk data (imports of large tool logs, sample ingest): the heap grows in large
// steps and those steps are backed by transparent huge pages where the kernel offers them on request
// (`/sys/kernel/mm/transparent_hugepage/enabled` = madvise, Debian's default). Measured on the 2-core VM this
// project is built on: a page fault costs about 16 µs, so keeping a 100 MB nccl-tests log's 630,000 rows cost more
// in faults than in parsing (98-145 MB/s plain, 190-245 MB/s with huge pages).
//
// Call once at process start, before threads are started. Freed memory is kept for reuse rather than trimmed back
// to the system; resident memory only counts pages that were touched. A no-op outside glibc.
void tuneHeapForBulkData();

}  // namespace tb::core
