// KinetypeMotion: see the module's doc comment.
