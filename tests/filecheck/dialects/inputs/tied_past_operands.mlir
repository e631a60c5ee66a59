// stream.async.func with its result tied to an argument it does not have
// (../tied_operands_range.mlir): iree-opt accepts it and prints a tie it
// cannot read back.
"stream.async.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "af", sym_visibility = "private", tied_operands = [5 : index]}> ({
}) : () -> ()
