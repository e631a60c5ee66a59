// MLIR's function rules where xDSL's reader is laxer, with iree-opt's places:
// braces after a function's signature hold its body, at least one block (`{}`
// is no declaration: MLIR's function parsers refuse it, xDSL's read it as
// one), and a declaration may not be public.  Each chunk is refused by
// iree-opt at the same place (it prefixes a custom parser's error with
// "custom op 'NAME'").
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
