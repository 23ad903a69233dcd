#include "kt_icu.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

// MARK: - Break iteration

kt_break_iterator *kt_break_open(kt_break_kind kind, const char *locale, const uint16_t *text,
                                 int32_t length, int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIteratorType type = UBRK_CHARACTER;
  switch (kind) {
  case KT_BREAK_CHARACTER: type = UBRK_CHARACTER; break;
  case KT_BREAK_WORD: type = UBRK_WORD; break;
  case KT_BREAK_LINE: type = UBRK_LINE; break;
  }
  UBreakIterator *it =
      ubrk_open(type, locale ? locale : "", (const UChar *)text, length, &status);
  if (U_FAILURE(status)) {
    if (error) *error = (int32_t)status;
    if (it) ubrk_close(it);
    return 0;
  }
  if (error) *error = 0;
  return (kt_break_iterator *)it;
}

void kt_break_close(kt_break_iterator *iterator) { ubrk_close((UBreakIterator *)iterator); }
int32_t kt_break_first(kt_break_iterator *iterator) { return ubrk_first((UBreakIterator *)iterator); }
int32_t kt_break_next(kt_break_iterator *iterator) { return ubrk_next((UBreakIterator *)iterator); }
int32_t kt_break_rule_status(kt_break_iterator *iterator) {
  return ubrk_getRuleStatus((UBreakIterator *)iterator);
}

// MARK: - Bidi

kt_bidi *kt_bidi_open(int32_t max_length, int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(max_length, 0, &status);
  if (U_FAILURE(status)) {
    if (error) *error = (int32_t)status;
    if (bidi) ubidi_close(bidi);
    return 0;
  }
  if (error) *error = 0;
  return (kt_bidi *)bidi;
}

void kt_bidi_close(kt_bidi *bidi) { ubidi_close((UBiDi *)bidi); }

int32_t kt_bidi_set_para(kt_bidi *bidi, const uint16_t *text, int32_t length, uint8_t para_level) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, (UBiDiLevel)para_level, NULL,
                &status);
  return U_FAILURE(status) ? (int32_t)status : 0;
}

uint8_t kt_bidi_para_level(kt_bidi *bidi) { return ubidi_getParaLevel((const UBiDi *)bidi); }
int32_t kt_bidi_length(kt_bidi *bidi) { return ubidi_getLength((const UBiDi *)bidi); }

int32_t kt_bidi_levels(kt_bidi *bidi, uint8_t *levels) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ubidi_getLength((const UBiDi *)bidi);
  if (length == 0) return 0;
  const UBiDiLevel *resolved = ubidi_getLevels((UBiDi *)bidi, &status);
  if (U_FAILURE(status)) return (int32_t)status;
  for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
  return 0;
}

int32_t kt_bidi_count_paragraphs(kt_bidi *bidi) {
  return ubidi_countParagraphs((UBiDi *)bidi);
}

int32_t kt_bidi_paragraph(kt_bidi *bidi, int32_t index, int32_t *start, int32_t *limit,
                          uint8_t *level) {
  UErrorCode status = U_ZERO_ERROR;
  UBiDiLevel paraLevel = 0;
  ubidi_getParagraphByIndex((const UBiDi *)bidi, index, start, limit, &paraLevel, &status);
  if (level) *level = paraLevel;
  return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t kt_bidi_set_line(kt_bidi *para, int32_t start, int32_t limit, kt_bidi *line) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setLine((const UBiDi *)para, start, limit, (UBiDi *)line, &status);
  return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t kt_bidi_count_runs(kt_bidi *bidi, int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = ubidi_countRuns((UBiDi *)bidi, &status);
  if (error) *error = U_FAILURE(status) ? (int32_t)status : 0;
  return U_FAILURE(status) ? -1 : count;
}

int32_t kt_bidi_visual_run(kt_bidi *bidi, int32_t index, int32_t *logical_start,
                           int32_t *length) {
  return ubidi_getVisualRun((UBiDi *)bidi, index, logical_start, length) == UBIDI_RTL ? 1 : 0;
}

uint8_t kt_bidi_level_at(kt_bidi *bidi, int32_t index) {
  return ubidi_getLevelAt((const UBiDi *)bidi, index);
}

int32_t kt_bidi_reorder_visual(const uint8_t *levels, int32_t length, int32_t *index_map) {
  for (int32_t i = 0; i < length; i++) index_map[i] = i;
  for (int32_t i = 0; i < length; i++) {
    if (levels[i] > UBIDI_MAX_EXPLICIT_LEVEL + 1) return (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
  }
  if (length > 0) ubidi_reorderVisual((const UBiDiLevel *)levels, length, index_map);
  return 0;
}

// MARK: - Character properties

int32_t kt_script(uint32_t c) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)c, &status);
  return U_FAILURE(status) ? USCRIPT_UNKNOWN : (int32_t)script;
}

int32_t kt_script_extensions(uint32_t c, int32_t *scripts, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = uscript_getScriptExtensions((UChar32)c, (UScriptCode *)scripts, capacity,
                                              &status);
  if (status == U_BUFFER_OVERFLOW_ERROR) return capacity;
  return U_FAILURE(status) ? -1 : count;
}

const char *kt_script_short_name(int32_t script) {
  return uscript_getShortName((UScriptCode)script);
}

int32_t kt_script_from_code(const char *code) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode result = USCRIPT_INVALID_CODE;
  int32_t count = uscript_getCode(code, &result, 1, &status);
  if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
  return count >= 1 ? (int32_t)result : -1;
}

int32_t kt_bidi_paired_bracket_type(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
}

uint32_t kt_bidi_paired_bracket(uint32_t c) { return (uint32_t)u_getBidiPairedBracket((UChar32)c); }

int32_t kt_bidi_class(uint32_t c) { return (int32_t)u_charDirection((UChar32)c); }

const char *kt_icu_version(void) { return U_ICU_VERSION; }

void kt_unicode_version(char *buffer) {
  UVersionInfo info;
  u_getUnicodeVersion(info);
  u_versionToString(info, buffer);
}
