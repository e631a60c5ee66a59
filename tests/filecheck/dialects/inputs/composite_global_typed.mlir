util.global private @p = #util.composite<4xi8, [dense<1> : vector<4xi8>]> : !stream.resource<constant>
// OURS: composite_global_typed.mlir:1:26: error: expected a typed attribute (or ': type' before '=')
// IREE: composite_global_typed.mlir:1:1: error: 'util.global' op requires attribute 'type'
