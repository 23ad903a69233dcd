// The start-up hook of `kinetype previews` (docs/previews.md): nothing to call from Swift.
#ifndef CKINETYPE_PREVIEWS_HOOK_H
#define CKINETYPE_PREVIEWS_HOOK_H
#endif
