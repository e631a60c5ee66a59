// With an operand, the zeros do not add up (RUN lines in
// ../segment_sizes_default.mlir).

util.func public @f(%a: index) -> !stream.channel {
  %0 = "stream.channel.create"(%a) : (index) -> !stream.channel
  util.return %0 : !stream.channel
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.channel.create' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
