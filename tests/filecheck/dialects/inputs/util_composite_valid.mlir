// Composites and byte patterns both tools read (../util_composite_invalid.mlir):
// any values, an empty list, a `,` before the `]`.  Our output, re-printed by
// iree-opt, is iree-opt's.
util.global private @a {x = #util.composite<8xi8, [dense<1> : tensor<4xi8>, "abc", #util.byte_pattern<0x10> : tensor<1xi8>,]>, y = #util.composite<0xi8, []>} : i32
