// Stable, unversioned names for the ICU functions KinetypeText uses.
// ICU renames its symbols per version (ubrk_open becomes ubrk_open_72), which Swift
// cannot import through the macros; each kt_ function here forwards to the real one.
// This header uses plain C types only, so Swift never sees an ICU header.
#ifndef KT_ICU_H
#define KT_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Break iteration (UAX #14, UAX #29)

/// Opaque ICU break iterator.
typedef struct kt_break_iterator kt_break_iterator;

/// Kinds of break iterator.
typedef enum { KT_BREAK_CHARACTER = 0, KT_BREAK_WORD = 1, KT_BREAK_LINE = 2 } kt_break_kind;

/// Opens a break iterator of `kind` over UTF-16 `text` (borrowed: must outlive the iterator).
/// `locale` NULL means the root locale. Returns NULL and sets *error to a non-zero ICU error
/// code on failure.
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

/// Rule status ranges (ICU's UBRK_LINE_* and UBRK_WORD_* values).
enum {
  KT_LINE_SOFT = 0, KT_LINE_SOFT_LIMIT = 100, KT_LINE_HARD = 100, KT_LINE_HARD_LIMIT = 200,
  KT_WORD_NONE = 0, KT_WORD_NONE_LIMIT = 100
};

// MARK: - Bidi (UAX #9)

/// Opaque ICU bidi object (a paragraph or a line).
typedef struct kt_bidi kt_bidi;

/// Paragraph level meaning "detect from the first strong character" (UBIDI_DEFAULT_LTR).
#define KT_BIDI_DEFAULT_LTR 0xfe

/// Opens a bidi object able to hold `max_length` UTF-16 units. NULL and *error on failure.
kt_bidi *kt_bidi_open(int32_t max_length, int32_t *error);
/// Closes a bidi object.
void kt_bidi_close(kt_bidi *bidi);
/// Resolves `text` (borrowed: must outlive `bidi` and any line set from it) at `para_level`
/// (0, 1 or KT_BIDI_DEFAULT_LTR). Returns 0 or an ICU error code.
int32_t kt_bidi_set_para(kt_bidi *bidi, const uint16_t *text, int32_t length, uint8_t para_level);
/// The (first) paragraph's embedding level.
uint8_t kt_bidi_para_level(kt_bidi *bidi);
/// Number of UTF-16 units in the paragraph or line.
int32_t kt_bidi_length(kt_bidi *bidi);
/// Copies the resolved levels (one per UTF-16 unit, L1 applied) into `levels` (capacity
/// kt_bidi_length). Returns 0 or an ICU error code.
int32_t kt_bidi_levels(kt_bidi *bidi, uint8_t *levels);
/// Number of paragraphs (text split at paragraph separators).
int32_t kt_bidi_count_paragraphs(kt_bidi *bidi);
/// The logical range and level of paragraph `index`. Returns 0 or an ICU error code.
int32_t kt_bidi_paragraph(kt_bidi *bidi, int32_t index, int32_t *start, int32_t *limit,
                          uint8_t *level);
/// Sets `line` to the logical range [start, limit) of `para` (within one paragraph), applying
/// rule L1 to the line's trailing whitespace. Returns 0 or an ICU error code.
int32_t kt_bidi_set_line(kt_bidi *para, int32_t start, int32_t limit, kt_bidi *line);
/// Number of visual runs, or -1 and *error on failure.
int32_t kt_bidi_count_runs(kt_bidi *bidi, int32_t *error);
/// Visual run `index`: its logical start and length; returns 1 if right-to-left, 0 if not.
int32_t kt_bidi_visual_run(kt_bidi *bidi, int32_t index, int32_t *logical_start, int32_t *length);
/// Embedding level of the UTF-16 unit at `index` (L1 applied).
uint8_t kt_bidi_level_at(kt_bidi *bidi, int32_t index);
/// Rule L2 over arbitrary levels: index_map[visual] = logical. Fills the identity and returns
/// a non-zero error if a level exceeds 126 (UBIDI_MAX_EXPLICIT_LEVEL + 1).
int32_t kt_bidi_reorder_visual(const uint8_t *levels, int32_t length, int32_t *index_map);

// MARK: - Character properties

/// The ICU script code (UScriptCode) of a code point.
int32_t kt_script(uint32_t c);
/// The Script_Extensions of a code point as UScriptCodes; returns the count (up to capacity),
/// or a negative value on error.
int32_t kt_script_extensions(uint32_t c, int32_t *scripts, int32_t capacity);
/// The ISO 15924 four-letter code of a UScriptCode ("Latn"), or NULL if unknown.
const char *kt_script_short_name(int32_t script);
/// The UScriptCode of an ISO 15924 code or script name, or -1 if unknown.
int32_t kt_script_from_code(const char *code);
/// USCRIPT_COMMON and USCRIPT_INHERITED.
enum { KT_SCRIPT_COMMON = 0, KT_SCRIPT_INHERITED = 1, KT_SCRIPT_UNKNOWN = 103 };

/// Bidi_Paired_Bracket_Type: 0 none, 1 open, 2 close.
int32_t kt_bidi_paired_bracket_type(uint32_t c);
/// Bidi_Paired_Bracket of a code point (itself if none).
uint32_t kt_bidi_paired_bracket(uint32_t c);
/// The Bidi_Class of a code point (ICU's UCharDirection numbering).
int32_t kt_bidi_class(uint32_t c);

/// The ICU version string (e.g. "72.1").
const char *kt_icu_version(void);
/// Writes the Unicode version ICU implements (e.g. "15.0") into `buffer` (capacity >= 20).
void kt_unicode_version(char *buffer);

#ifdef __cplusplus
}
#endif

#endif
