import net from 'node:net'

export interface FailoverProxy {
  url: string
  close(): Promise<void>
}

/**
 * A load balancer as small as it gets: each TCP connection goes to the first of `targets` that
 * accepts it, so when the first instance is gone its browsers reconnect to the next one. Listens
 * on `port`.
 */
export async function startFailoverProxy(port: number, targets: string[]): Promise<FailoverProxy> {
  const sockets = new Set<net.Socket>()
  const connectTo = (client: net.Socket, index: number) => {
    const target = targets[index]
    if (!target) {
      client.destroy()
      return
    }
    const { hostname, port: targetPort } = new URL(target)
    const upstream = net.connect(
      Number(targetPort),
      hostname === 'localhost' ? '127.0.0.1' : hostname,
    )
    sockets.add(upstream)
    upstream.once('close', () => sockets.delete(upstream))
    let connected = false
    upstream.once('error', () => {
      if (connected) client.destroy()
      else connectTo(client, index + 1)
    })
    upstream.once('connect', () => {
      connected = true
      client.pipe(upstream).pipe(client)
      client.once('close', () => upstream.destroy())
      upstream.once('close', () => client.destroy())
    })
  }
  const server = net.createServer((client) => {
    sockets.add(client)
    client.once('close', () => sockets.delete(client))
    client.on('error', () => client.destroy())
    client.pause()
    connectTo(client, 0)
  })
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
