// MLIR's rules that xDSL's verifiers do not check (xdsl_stream.io.mlir_rules),
// each refused at iree-opt's place with its words: a named symbol's parent is
// a symbol table, and the predicate of a comparison is one of its own.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

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
