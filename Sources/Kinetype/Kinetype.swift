// Kinetype: see the module's doc comment.
