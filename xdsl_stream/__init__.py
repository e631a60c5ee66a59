"""xdsl-stream: IREE's Stream dialect and binding-fusion pass for xDSL."""
