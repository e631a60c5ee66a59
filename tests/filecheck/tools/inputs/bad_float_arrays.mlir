"t.op"() {a = array<f32: 1>} : () -> ()
// -----
"t.op"() {a = array<f32: -0x1>} : () -> ()
// -----
"t.op"() {a = array<f32: 1.0,>} : () -> ()
// -----
"t.op"() {a = array<f32: 0x1FFFFFFFF>} : () -> ()
// -----
"t.op"() {a = dense<[1.0, 2.0]> : tensor<2xf80>, b = 1.0 : f128} : () -> ()
