// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// The util ops Stream programs are written with: globals, initializers,
// calls, functions in each of their spellings, null values and constant
// byte buffers.  (A global without visibility prints as `public`, as IREE
// prints it; read back, it then has an explicit "public", in iree-opt too, so
// the generic diffs below leave that case out.)

// CHECK:      util.global private mutable @counter : i32
// CHECK-NEXT: util.global private @three = 3 : i32
// CHECK-NEXT: util.global public @weights = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
// CHECK-NEXT: util.global private @typed_twice = 7 : i64
// CHECK-NEXT: util.global private @other_type = dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: util.global private @storage : !stream.resource<variable>
// CHECK-NEXT: util.global private @pinned <inlining_policy = #util.inline.never> : index
// CHECK-NEXT: util.global nested mutable @tagged {note} = 5 : index
util.global private mutable @counter : i32
util.global private @three = 3 : i32
util.global public @weights = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
util.global private @typed_twice : i64 = 7 : i64
util.global private @other_type : tensor<2xf32> = dense<1.0> : tensor<2xf32>
util.global private @storage : !stream.resource<variable>
util.global private @pinned <{inlining_policy = #util.inline.never}> : index
util.global nested mutable @tagged {note} : index = 5 : index

// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %one = arith.constant 1 : i32
// CHECK-NEXT:   util.global.store %one, @counter : i32
// CHECK-NEXT:   util.return
// CHECK-NEXT: }
util.initializer {
  %one = arith.constant 1 : i32
  util.global.store %one, @counter : i32
  util.return
}
// CHECK-NEXT: util.initializer attributes {note} {
// CHECK-NEXT:   %null = util.null : !stream.resource<variable>
// CHECK-NEXT:   util.global.store %null, @storage : !stream.resource<variable>
// CHECK-NEXT:   util.return
// CHECK-NEXT: }
util.initializer attributes {note} {
  %null = util.null : !stream.resource<variable>
  util.global.store %null, @storage : !stream.resource<variable>
  util.return
}

// Declarations: no results, one result without parentheses, tied results
// (the arguments are then named), a function-typed result.
// CHECK-NEXT: util.func private @nothing()
// CHECK-NEXT: util.func private @one(i32) -> i32
// CHECK-NEXT: util.func private @pass(%arg0: i32, %arg1: !stream.resource<*>) -> (i32, %arg1)
// CHECK-NEXT: util.func private @fn_result() -> (() -> i32)
// CHECK-NEXT: util.func nested @policy() attributes {inlining_policy = #util.inline.never}
util.func private @nothing() -> ()
util.func private @one(i32) -> (i32)
util.func private @pass(%a: i32, %r: !stream.resource<*>) -> (i32, %r)
util.func private @fn_result() -> (() -> i32)
util.func nested @policy() attributes {inlining_policy = #util.inline.never}

// CHECK-NEXT: util.func private @retyped(%x: i32, %r: !stream.resource<*>) -> (i32 {a.b}, %r as !stream.resource<external>) attributes {note} {
util.func private @retyped(%x: i32, %r: !stream.resource<*>) -> (i32 {a.b}, %r as !stream.resource<external>) attributes {note} {
  %e = util.null : !stream.resource<external>
  util.return %x, %e : i32, !stream.resource<external>
}

// CHECK-LABEL: util.func public @main
util.func public @main(%r: !stream.resource<*>) -> i32 {
  // CHECK-NEXT: %v = util.global.load @counter : i32
  %v = util.global.load @counter : i32
  // CHECK-NEXT: %k = util.global.load immutable @three {note} : i32
  %k = util.global.load immutable @three {note} : i32
  // CHECK-NEXT: %x, %y = util.call @pass(%v, %r) : (i32, !stream.resource<*>) -> (i32, %r)
  %x, %y = util.call @pass(%v, %r) : (i32, !stream.resource<*>) -> (i32, %r)
  // CHECK-NEXT: util.call @nothing() : () -> ()
  util.call @nothing() : () -> ()
  // CHECK-NEXT: %o = util.call @one(%v) <arg_attrs = [{a.b}]> {note} : (i32) -> i32
  %o = util.call @one(%v) <{arg_attrs = [{a.b}]}> {note} : (i32) -> (i32)
  // CHECK-NEXT: %s, %e = util.call @retyped(%v, %r) : (i32, !stream.resource<*>) -> (i32, %r as !stream.resource<external>)
  %s, %e = util.call @retyped(%v, %r) : (i32, !stream.resource<*>) -> (i32, %r as !stream.resource<external>)
  // CHECK-NEXT: %key = util.buffer.constant : !util.buffer = "key0"
  %key = util.buffer.constant : !util.buffer = "key0"
  // CHECK-NEXT: %named = util.buffer.constant "named" <alignment = 16, mime_type = "text/plain"> : !util.buffer = "key1"
  %named = util.buffer.constant "named" <alignment = 16, mime_type = "text/plain"> : !util.buffer = "key1"
  // CHECK-NEXT: %bytes = util.buffer.constant <alignment = 8> : !util.buffer = dense<[1, 2]> : tensor<2xi8>
  %bytes = util.buffer.constant <{alignment = 8 : index}> : !util.buffer = dense<[1, 2]> : tensor<2xi8>
  // An attribute dictionary where the optional name may stand: MLIR takes
  // the name only from a string literal.
  // CHECK-NEXT: %noted = util.buffer.constant {note} : !util.buffer = "key2"
  %noted = util.buffer.constant {note} : !util.buffer = "key2"
  // CHECK-NEXT: %both = util.buffer.constant "both" <alignment = 4> {note} : !util.buffer = "key3"
  %both = util.buffer.constant "both" <{alignment = 4 : index}> {note} : !util.buffer = "key3"
  // CHECK-NEXT: util.global.store %k, @counter : i32
  util.global.store %k, @counter : i32
  util.return %x : i32
}
