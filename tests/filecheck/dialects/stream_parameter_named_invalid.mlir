// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A named parameter, `#stream.parameter.named<"scope"::"key", {config}>`
// (the scope and the configuration optional), is kept as written but read as
// IREE reads it: both tools refuse each case in the same words at the same
// place (it was kept as any text, and printed back unreadable).

util.global private @g = #stream.parameter.named<s::k> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:50: error: expected attribute value

// -----

util.global private @g = #stream.parameter.named<"a"::"b"::"c"> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:58: error: expected '>'

// -----

util.global private @g = #stream.parameter.named<"s"::"k", 5> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:60: error: invalid kind of attribute specified

// -----

util.global private @g = #stream.parameter.named<"s"::> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:55: error: expected attribute value

// -----

util.global private @g = #stream.parameter.named<5> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:50: error: integer literal not valid for specified type

// -----

util.global private @g = #stream.parameter.named<1.0> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:53: error: floating point value not valid for specified type

// -----

util.global private @g = #stream.parameter.named<"k", [1]> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:55: error: invalid kind of attribute specified

// -----

util.global private @g = #stream.parameter.named<"s":"k"> : tensor<4xf32>
// CHECK: :[[# @LINE - 1]]:54: error: expected ':'
