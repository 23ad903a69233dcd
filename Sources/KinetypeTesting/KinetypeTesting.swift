// KinetypeTesting: see the module's doc comment.
