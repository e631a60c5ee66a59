// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s

// A function's argument and result attributes given in its attribute
// dictionary are its properties, as MLIR reads them: printed with each
// argument and result (they were dropped: docs/upstream.md, entry 43).

func.func @k(%b: !stream.binding, %n: index) attributes {arg_attrs = [{stream.alignment = 64 : index}, {}]} {
  return
}
// CHECK: func.func @k(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: index) {

func.func private @d(!stream.binding, index) attributes {arg_attrs = [{stream.alignment = 16 : index}, {}]}
// CHECK: func.func private @d(!stream.binding {stream.alignment = 16 : index}, index)

func.func @r(%b: index) -> index attributes {res_attrs = [{x.y}], keep = 1 : i32} {
  return %b : index
}
// CHECK: func.func @r(%arg0: index) -> (index {x.y}) attributes {keep = 1 : i32} {

util.func private @u(%a: i32) -> i32 attributes {arg_attrs = [{x.y}]} {
  util.return %a : i32
}
// CHECK: util.func private @u(%arg0: i32 {x.y}) -> i32 {
