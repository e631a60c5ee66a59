// MLIR's function rules where xDSL's reader is laxer, with iree-opt's places:
// braces after a signature hold the body, at least one block (`{}` is no
// declaration: MLIR refuses it, xDSL reads it as one), a declaration is not
// public, and argument and result attributes are dialect attributes (`a.b`).
// Each chunk is refused by iree-opt at the same place (it prefixes a custom
// parser's error with "custom op 'NAME'").
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func private @braces() {
}
// CHECK:      verify_functions.mlir:10:29: error: expected non-empty function body
// IREE:       verify_functions.mlir:10:29: error: custom op 'func.func' expected non-empty function body

// -----

util.func private @braces() attributes {inlining_policy = #util.inline.never} {
}
// CHECK:      verify_functions.mlir:17:79: error: expected non-empty function body
// IREE:       verify_functions.mlir:17:79: error: custom op 'util.func' expected non-empty function body

// -----

stream.executable private @ex {
  builtin.module {
    func.func @kernel() {
    }
  }
}
// CHECK:      verify_functions.mlir:26:25: error: expected non-empty function body
// IREE:       verify_functions.mlir:26:25: error: custom op 'func.func' expected non-empty function body

// -----

func.func @public_declaration(i32) -> i32
// CHECK:      verify_functions.mlir:35:1: error: 'func.func' op symbol declaration cannot have public visibility
// IREE:       verify_functions.mlir:35:1: error: 'func.func' op symbol declaration cannot have public visibility

// -----

"func.func"() <{sym_name = "generic_public_declaration", function_type = () -> (), sym_visibility = "public"}> ({
}) : () -> ()
// CHECK:      verify_functions.mlir:41:1: error: 'func.func' op symbol declaration cannot have public visibility
// IREE:       verify_functions.mlir:41:1: error: 'func.func' op symbol declaration cannot have public visibility

// -----

stream.cmd.func @public_declaration()
// CHECK:      verify_functions.mlir:48:1: error: 'stream.cmd.func' op symbol declaration cannot have public visibility
// IREE:       verify_functions.mlir:48:1: error: 'stream.cmd.func' op symbol declaration cannot have public visibility

// -----

func.func @plain_arg_attribute(%a: i32 {x}) {
  return
}
// CHECK:      verify_functions.mlir:54:1: error: 'func.func' op arguments may only have dialect attributes
// IREE:       verify_functions.mlir:54:1: error: 'func.func' op arguments may only have dialect attributes

// -----

func.func private @declared(i32) -> (i32 {x})
// CHECK:      verify_functions.mlir:62:1: error: 'func.func' op results may only have dialect attributes
// IREE:       verify_functions.mlir:62:1: error: 'func.func' op results may only have dialect attributes

// -----

util.func private @util_declared(i32 {x})
// CHECK:      verify_functions.mlir:68:1: error: 'util.func' op arguments may only have dialect attributes
// IREE:       verify_functions.mlir:68:1: error: 'util.func' op arguments may only have dialect attributes

// -----

stream.async.func private @async(%arg0: i32 {x.y}) -> (i32 {x})
// CHECK:      verify_functions.mlir:74:1: error: 'stream.async.func' op results may only have dialect attributes
// IREE:       verify_functions.mlir:74:1: error: 'stream.async.func' op results may only have dialect attributes
