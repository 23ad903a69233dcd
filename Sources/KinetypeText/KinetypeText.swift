// KinetypeText: see the module's doc comment.
