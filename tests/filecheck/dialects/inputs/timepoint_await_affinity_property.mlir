// An await with an `affinity` property, which IREE 3.13's op does not have.
"util.func"() <{function_type = (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>, sym_name = "f", sym_visibility = "private", tied_operands = [-1 : index]}> ({
^bb0(%r: !stream.resource<external>, %s: index, %t: !stream.timepoint):
  %0 = "stream.timepoint.await"(%r, %s, %t) <{affinity = #hal.device.affinity<@d>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
  "util.return"(%0) : (!stream.resource<external>) -> ()
}) : () -> ()
