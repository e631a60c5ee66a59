// TOSA: 2-D convolution, clamp (relu6), max pool, reshape and a fully-connected matmul.
func.func @main(%img: tensor<1x8x8x2xf32>, %w: tensor<4x3x3x2xf32>, %b: tensor<4xf32>,
                %fc: tensor<1x16x3xf32>) -> tensor<1x1x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %conv = "tosa.conv2d"(%img, %w, %b, %zp, %zp)
      <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>,
        stride = array<i64: 1, 1>}>
      : (tensor<1x8x8x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>)
      -> tensor<1x6x6x4xf32>
  %act = "tosa.clamp"(%conv) <{min_val = 0.0 : f32, max_val = 6.0 : f32}>
      : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %pool = "tosa.max_pool2d"(%act)
      <{kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 3, 3>}>
      : (tensor<1x6x6x4xf32>) -> tensor<1x2x2x4xf32>
  %shape = "tosa.const_shape"() <{values = dense<[1, 1, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
  %flat = "tosa.reshape"(%pool, %shape) : (tensor<1x2x2x4xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
  %y = "tosa.matmul"(%flat, %fc, %zp, %zp)
      : (tensor<1x1x16xf32>, tensor<1x16x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3xf32>
  return %y : tensor<1x1x3xf32>
}
