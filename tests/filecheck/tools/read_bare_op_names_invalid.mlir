// A bare custom op name is read only in the default dialect of the innermost
// custom op around it (see read_bare_op_names.mlir): util.func, scf ops,
// stream ops and a generic func.func set none of their own.  The same line
// read before under a custom func.func is read again, not repeated from
// what it read there.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

util.func public @f(%a: i32) -> i32 {
  return %a : i32
}
// CHECK: read_bare_op_names_invalid.mlir:[[# @LINE - 2]]:3: error: Dialect `' not found for custom op 'return'  (tried '.return' as well)

// -----

func.func @f(%a: i32) -> i32 {
  scf.execute_region {
    return %a : i32
  }
  return %a : i32
}
// CHECK: read_bare_op_names_invalid.mlir:[[# @LINE - 4]]:5: error: Dialect `' not found for custom op 'return'  (tried '.return' as well)

// -----

stream.executable private @ex {
  stream.executable.export public @e workgroups(%x: index) -> (index, index, index) {
    return %x, %x, %x : index, index, index
  }
}
// CHECK: read_bare_op_names_invalid.mlir:[[# @LINE - 3]]:5: error: Dialect `' not found for custom op 'return'  (tried '.return' as well)

// -----

func.func @custom(%a: i32) -> i32 {
  return %a : i32
}
"func.func"() <{function_type = (i32) -> i32, sym_name = "generic"}> ({
^bb0(%a: i32):
  return %a : i32
}) : () -> ()
// CHECK: read_bare_op_names_invalid.mlir:[[# @LINE - 2]]:3: error: custom op 'return' is unknown (tried 'builtin.return' as well)
