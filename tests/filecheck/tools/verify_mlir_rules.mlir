// MLIR's rules xDSL does not check (xdsl_stream.io.mlir_rules), refused at
// iree-opt's place in its words: a symbol's parent is a symbol table, a
// predicate is the comparison's, a contraction's body a multiply-add.
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f() {
  util.func private @g() {
    util.return
  }
  return
}
// CHECK:      verify_mlir_rules.mlir:8:3: error: 'util.func' op symbol's parent must have the SymbolTable trait
// IREE:       verify_mlir_rules.mlir:8:3: error: 'util.func' op symbol's parent must have the SymbolTable trait

// -----

util.initializer {
  util.global private @g : i32
  util.return
}
// CHECK:      verify_mlir_rules.mlir:19:3: error: 'util.global' op symbol's parent must have the SymbolTable trait
// IREE:       verify_mlir_rules.mlir:19:3: error: 'util.global' op symbol's parent must have the SymbolTable trait

// -----

func.func @f() {
  scf.execute_region {
    stream.executable private @ex {
    }
    scf.yield
  }
  return
}
// CHECK:      verify_mlir_rules.mlir:29:5: error: 'stream.executable' op symbol's parent must have the SymbolTable trait
// IREE:       verify_mlir_rules.mlir:29:5: error: 'stream.executable' op symbol's parent must have the SymbolTable trait

// -----

func.func @f() {
  builtin.module @m {
  }
  return
}
// CHECK:      verify_mlir_rules.mlir:41:3: error: 'builtin.module' op symbol's parent must have the SymbolTable trait
// IREE:       verify_mlir_rules.mlir:41:3: error: 'builtin.module' op symbol's parent must have the SymbolTable trait

// -----

func.func @f(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 10 : i64}> : (i32, i32) -> i1
  return %0 : i1
}
// CHECK:      verify_mlir_rules.mlir:51:8: error: invalid properties {predicate = 10 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 10 : i64
// IREE:       verify_mlir_rules.mlir:51:8: error: invalid properties {predicate = 10 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 10 : i64

// -----

// xDSL's custom printer would print -1 as the last predicate, `true`.
func.func @f(%a: f32) -> i1 {
  %0 = "arith.cmpf"(%a, %a) <{predicate = -1 : i64}> : (f32, f32) -> i1
  return %0 : i1
}
// CHECK:      verify_mlir_rules.mlir:61:8: error: invalid properties {predicate = -1 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: -1 : i64
// IREE:       verify_mlir_rules.mlir:61:8: error: invalid properties {predicate = -1 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: -1 : i64

// -----

func.func @f(%a: f32) -> i1 {
  %0 = "arith.cmpf"(%a, %a) <{predicate = 16 : i64}> : (f32, f32) -> i1
  return %0 : i1
}
// CHECK:      verify_mlir_rules.mlir:70:8: error: invalid properties {predicate = 16 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: 16 : i64
// IREE:       verify_mlir_rules.mlir:70:8: error: invalid properties {predicate = 16 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: 16 : i64

// -----

func.func @f(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return %0 : i1
}
// CHECK:      verify_mlir_rules.mlir:79:8: error: invalid properties {predicate = 1 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 1 : i32
// IREE:       verify_mlir_rules.mlir:79:8: error: invalid properties {predicate = 1 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 1 : i32

// -----

// A contraction's body, written out: the product of its two inputs added to
// its output (iree-opt gives this one without the op's name).
func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %x : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_mlir_rules.mlir:90:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:90:8: error: expected add/mul op in the body

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.maximumf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_mlir_rules.mlir:104:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:104:8: error: expected add/mul op in the body

// -----

func.func @f(%a: tensor<4x4xi32>, %c: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i32, %y: i32, %z: i32):
    %1 = arith.muli %x, %y : i32
    %2 = arith.addi %1, %1 : i32
    linalg.yield %2 : i32
  }) : (tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}
// CHECK:      verify_mlir_rules.mlir:118:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:118:8: error: expected add/mul op in the body

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %z : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_mlir_rules.mlir:132:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:132:8: error: expected add/mul op in the body

// -----

// A value reaches the multiply through an op that is not known to be free of
// effects: MLIR looks through effect-free one-operand ops only.
func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %e = "foo.cast"(%x) : (f32) -> f32
    %1 = arith.mulf %e, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_mlir_rules.mlir:146:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:146:8: error: expected add/mul op in the body

// -----

// One argument's attributes are a dialect's, the other's are not.
func.func private @g(%a: i32 {foo.bar}, %b: i32 {baz})
// CHECK:      verify_mlir_rules.mlir:161:1: error: 'func.func' op arguments may only have dialect attributes
// IREE:       verify_mlir_rules.mlir:161:1: error: 'func.func' op arguments may only have dialect attributes

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.addf %z, %x : f32
    linalg.yield %1 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_mlir_rules.mlir:[[# @LINE - 7]]:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:[[# @LINE - 8]]:8: error: expected add/mul op in the body

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = "foo.neg"(%z) : (f32) -> f32
    linalg.yield %1 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_mlir_rules.mlir:[[# @LINE - 7]]:8: error: expected add/mul op in the body
// IREE:       verify_mlir_rules.mlir:[[# @LINE - 8]]:8: error: expected add/mul op in the body

// -----

func.func private @g() -> (i32 {foo.bar}, i32 {baz})
// CHECK:      verify_mlir_rules.mlir:[[# @LINE - 1]]:1: error: 'func.func' op results may only have dialect attributes
// IREE:       verify_mlir_rules.mlir:[[# @LINE - 2]]:1: error: 'func.func' op results may only have dialect attributes

// -----

func.func private @h(%a: i32 {foo.bar, baz})
// CHECK:      verify_mlir_rules.mlir:[[# @LINE - 1]]:1: error: 'func.func' op arguments may only have dialect attributes
// IREE:       verify_mlir_rules.mlir:[[# @LINE - 2]]:1: error: 'func.func' op arguments may only have dialect attributes
