// Names IREE 3.13 defines that the package keeps as text, and an attribute of
// a dialect no one registered (read_unknown_dialect_names.mlir).
util.func public @f(%a: !util.list<i32>, %b: !util.variant, %c: !util.object, %d: !stream.test.fence) attributes {e = #util.byte_range<1, 2>, g = #util.preprocessing_pipeline<"x">, h = #stream.partitioning_config<"max-concurrency">, i = #iree_tensor_ext.ragged_shape<0>, j = #foo.bar<1>} {
  util.return
}
