#include "kt_icu.h"

#include <unicode/ubrk.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

kt_break_iterator *kt_break_open(kt_break_kind kind, const char *locale, const uint16_t *text,
                                 int32_t length, int32_t *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIteratorType type = UBRK_CHARACTER;
  switch (kind) {
  case KT_BREAK_CHARACTER: type = UBRK_CHARACTER; break;
  case KT_BREAK_WORD: type = UBRK_WORD; break;
  case KT_BREAK_LINE: type = UBRK_LINE; break;
  }
  UBreakIterator *it = ubrk_open(type, locale, (const UChar *)text, length, &status);
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

const char *kt_icu_version(void) { return U_ICU_VERSION; }
