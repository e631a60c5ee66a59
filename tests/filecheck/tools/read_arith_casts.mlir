// MLIR's arith casts as IREE writes them (`xdsl_stream.dialects.arith_casts`):
// the properties xDSL 0.75's casts lack (trunci's overflow flags, which
// IREE's generic dumps print on every trunci; extui's, uitofp's and
// index_castui's nneg; extf's and truncf's fastmath; truncf's rounding mode)
// and casts of vectors
// and tensors (IREE casts tensor<...xi1> arguments and results of the host
// code with extui and trunci).  xdsl-stream-opt refused each one; each now
// reads in custom and generic form, prints as iree-opt prints it, and keeps
// its meaning through a generic print.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s > %t.printed.mlir
// RUN: xdsl-stream-opt %t.printed.mlir | diff - %t.printed.mlir
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt | diff - %t.iree

// CHECK-LABEL: func.func @casts(
// CHECK:         arith.trunci %a overflow<nsw> : i16 to i8
// CHECK-NEXT:    arith.trunci %a : i16 to i8
// CHECK-NEXT:    arith.extui %a nneg : i16 to i32
// CHECK-NEXT:    arith.extsi %t : tensor<4xi8> to tensor<4xi32>
// CHECK-NEXT:    arith.uitofp %a nneg : i16 to f32
// CHECK-NEXT:    arith.truncf %f to_nearest_even fastmath<fast> : f32 to f16
// CHECK-NEXT:    arith.extf %h fastmath<nnan> : f16 to f32
// CHECK-NEXT:    arith.index_cast %v : vector<4xi32> to vector<4xindex>
// CHECK-NEXT:    arith.trunci %v overflow<nsw, nuw> : vector<4xi32> to vector<4xi16>
// CHECK-NEXT:    arith.fptosi %f : f32 to i32
// CHECK-NEXT:    arith.sitofp %t : tensor<4xi8> to tensor<4xf32>
// CHECK-NEXT:    arith.bitcast %m : memref<4xi32> to memref<4xf32>
// CHECK-NEXT:    arith.index_castui %i : index to i32
// CHECK-NEXT:    arith.truncf %f fastmath<none> : f32 to bf16
// CHECK-NEXT:    arith.truncf %f to_nearest_away : f32 to f16
// CHECK-NEXT:    arith.extui %b : tensor<2x?xi1> to tensor<2x?xi8>
// CHECK-NEXT:    arith.trunci %a : i16 to i8
// CHECK-NEXT:    arith.extui %a nneg : i16 to i64
// CHECK-NEXT:    arith.index_castui %i nneg : index to i32
// CHECK-NEXT:    arith.index_castui %a nneg : i16 to index
func.func @casts(%a: i16, %t: tensor<4xi8>, %v: vector<4xi32>, %f: f32, %i: index,
                 %h: f16, %m: memref<4xi32>, %b: tensor<2x?xi1>) {
  %0 = arith.trunci %a overflow<nsw> : i16 to i8
  %1 = arith.trunci %a : i16 to i8
  %2 = arith.extui %a nneg : i16 to i32
  %3 = arith.extsi %t : tensor<4xi8> to tensor<4xi32>
  %4 = arith.uitofp %a nneg : i16 to f32
  %5 = arith.truncf %f to_nearest_even fastmath<fast> : f32 to f16
  %6 = arith.extf %h fastmath<nnan> : f16 to f32
  %7 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %8 = arith.trunci %v overflow<nsw, nuw> : vector<4xi32> to vector<4xi16>
  %9 = arith.fptosi %f : f32 to i32
  %10 = arith.sitofp %t : tensor<4xi8> to tensor<4xf32>
  %11 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %12 = arith.index_castui %i : index to i32
  %13 = arith.truncf %f fastmath<none> : f32 to bf16
  %14 = "arith.truncf"(%f) <{roundingmode = 4 : i32}> : (f32) -> f16
  %15 = arith.extui %b : tensor<2x?xi1> to tensor<2x?xi8>
  %16 = "arith.trunci"(%a) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
  %17 = "arith.extui"(%a) <{nonNeg}> : (i16) -> i64
  %18 = arith.index_castui %i nneg : index to i32
  %19 = "arith.index_castui"(%a) <{nonNeg}> : (i16) -> index
  return
}

// Casts of memrefs (index casts and bitcasts: their layouts
// are not compared, nor a dynamic size with a static one), of tensors of one
// encoding, of scalable vectors (each side with a scalable dimension).
// CHECK-LABEL: func.func @shaped(
// CHECK:         arith.index_cast %m : memref<4xi64> to memref<4xindex>
// CHECK-NEXT:    arith.index_castui %n : memref<4xindex> to memref<?xi32>
// CHECK-NEXT:    arith.index_cast %s : memref<4xi64, strided<[2]>> to memref<4xindex>
// CHECK-NEXT:    arith.bitcast %s : memref<4xi64, strided<[2]>> to memref<?xf64>
// CHECK-NEXT:    arith.extsi %e : tensor<4xi8, "e"> to tensor<4xi32, "e">
// CHECK-NEXT:    arith.index_cast %v : vector<[4]xi32> to vector<[4]xindex>
// CHECK-NEXT:    arith.bitcast %w : vector<[4]x4xf32> to vector<4x[4]xi32>
// CHECK-NEXT:    arith.index_cast %m : memref<4xi64> to memref<4xindex>
func.func @shaped(%m: memref<4xi64>, %n: memref<4xindex>, %s: memref<4xi64, strided<[2]>>,
                  %e: tensor<4xi8, "e">, %v: vector<[4]xi32>, %w: vector<[4]x4xf32>) {
  %0 = arith.index_cast %m : memref<4xi64> to memref<4xindex>
  %1 = arith.index_castui %n : memref<4xindex> to memref<?xi32>
  %2 = arith.index_cast %s : memref<4xi64, strided<[2]>> to memref<4xindex>
  %3 = arith.bitcast %s : memref<4xi64, strided<[2]>> to memref<?xf64>
  %4 = arith.extsi %e : tensor<4xi8, "e"> to tensor<4xi32, "e">
  %5 = arith.index_cast %v : vector<[4]xi32> to vector<[4]xindex>
  %6 = arith.bitcast %w : vector<[4]x4xf32> to vector<4x[4]xi32>
  %7 = "arith.index_cast"(%m) : (memref<4xi64>) -> memref<4xindex>
  return
}
