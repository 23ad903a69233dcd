// Stable, unversioned names for the ICU functions KinetypeText uses.
// ICU renames its symbols per version (ubrk_open becomes ubrk_open_72), which Swift
// cannot import through the macros; each kt_ function here forwards to the real one.
#ifndef KT_ICU_H
#define KT_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opaque ICU break iterator.
typedef struct kt_break_iterator kt_break_iterator;

/// Kinds of break iterator.
typedef enum { KT_BREAK_CHARACTER = 0, KT_BREAK_WORD = 1, KT_BREAK_LINE = 2 } kt_break_kind;

/// Opens a break iterator of `kind` over UTF-16 `text` (borrowed: must outlive the iterator).
/// Returns NULL and sets *error to a non-zero ICU error code on failure.
kt_break_iterator *kt_break_open(kt_break_kind kind, const char *locale, const uint16_t *text,
                                 int32_t length, int32_t *error);
/// Closes a break iterator.
void kt_break_close(kt_break_iterator *iterator);
/// The first boundary (0).
int32_t kt_break_first(kt_break_iterator *iterator);
/// The next boundary, or -1 when done.
int32_t kt_break_next(kt_break_iterator *iterator);
/// The rule status of the boundary last returned (e.g. line break hard/soft).
int32_t kt_break_rule_status(kt_break_iterator *iterator);

/// The ICU version string (e.g. "72.1").
const char *kt_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
